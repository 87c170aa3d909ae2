// A trailer's id (docs/product.md §3): its number and its company joined, e.g. "5301234-swift".
// The logistics API names trailers by it; the app builds it and, where an answer
// gives only the id (getByQrId, docs/product.md §7), reads the number back out of it.

export function trailerId(trailerNumber: string, company: string): string {
  return `${trailerNumber}-${company}`;
}

/** The number in an id of this company's trailer ("5301234-swift" → "5301234"); undefined when the id is not one. */
export function trailerNumberIn(id: string, company: string): string | undefined {
  const suffix = `-${company}`;
  return id.length > suffix.length && id.endsWith(suffix) ? id.slice(0, -suffix.length) : undefined;
}
