// Public surface of the shared domain library: entity types, valibot schemas and pure rules
// that both the browser and the API import. One file per topic; add a line per topic here.
export * from './catalogue';
export * from './locale-entry';
export * from './discount';
export * from './account';
