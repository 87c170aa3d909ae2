// The look of the /__dev pages: plain, readable, printable.
export const PAGE_STYLE = `
  body { font: 16px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #111; }
  table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .4rem .6rem; text-align: left; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; }
  .card { border: 1px solid #999; padding: .75rem; break-inside: avoid; page-break-inside: avoid; }
  .card svg { width: 100%; height: auto; }
  .card h2 { margin: .25rem 0; font-size: 1.1rem; } .card p { margin: .25rem 0; font-size: .9rem; }
  @media print { .no-print { display: none; } body { margin: 0; } .grid { grid-template-columns: repeat(3, 1fr); } }
`;
