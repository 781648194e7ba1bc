/** Where the API document and its reference page are served (decision 103); the account page links the reference. */
export const apiDocumentPath = '/api/openapi.json';
export const apiReferencePath = '/api/docs';
