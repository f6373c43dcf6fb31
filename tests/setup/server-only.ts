// The server-only marker, as Next.js resolves it on the server: nothing (see jest.config.mjs).
export {};
