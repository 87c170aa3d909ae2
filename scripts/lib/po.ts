// A reader for the Lingui .po catalogs, enough for checks and tests.

/** msgid → msgstr for every entry of a .po file (multi-line strings joined). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let id = "";
  let str = "";
  const flush = () => {
    if (id !== "") entries.set(id, str);
    id = "";
    str = "";
  };
  for (const line of text.split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start?.[1] === "msgid") {
      flush();
      field = "msgid";
      id = start[2]!;
    } else if (start?.[1] === "msgstr") {
      field = "msgstr";
      str = start[2]!;
    } else if (more && field === "msgid") id += more[1];
    else if (more && field === "msgstr") str += more[1];
    else field = null;
  }
  flush();
  return entries;
}
