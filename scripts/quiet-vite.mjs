// Loaded with `--import` by `npm run build`, `npm run dev` and `npm run typecheck`. React Router 7
// starts helper Vite servers with `envFile: false`, and Vite 8 warns on each start that the option
// is deprecated: lines nobody using this project can act on, which hide the ones that matter.
// Every other message passes unchanged. Remove this when React Router stops passing the option.
const UNACTIONABLE = "The `envFile` option is deprecated";
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(UNACTIONABLE)) return;
  warn(...args);
};
