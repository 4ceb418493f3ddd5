// The record forms, drawn with their page. Decision 057 loaded them as a chunk of their own; a page hydrated while its
// form still waited for that chunk could lose what was typed in the form meanwhile (a browser run saw a description
// typed before Save come back as the saved one), so they are part of the page again until that is made sound.
export { OwnRecordForm, ResourceForm } from "./resource-form";
