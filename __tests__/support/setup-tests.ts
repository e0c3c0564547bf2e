import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom leaves these out; react-dom/server (rendering a whole document in a test) needs them.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
