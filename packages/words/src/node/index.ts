// The Node side of @wordhall/words: reading the built lexicons from disk. Only Node hosts (the
// api, the replay CLI, tests, scripts) import this; the engine gets the lexicons it is handed.
export {
  BUILD_LEXICONS_COMMAND,
  isLexiconFileCurrent,
  lexiconFileUrl,
  loadLexiconFile,
  setLexiconDirectory,
} from "./lexicon-files";
export { nodeLexicons } from "./node-lexicons";
