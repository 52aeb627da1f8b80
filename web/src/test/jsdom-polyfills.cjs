// jsdom lacks a few Node globals that react-router expects.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// react-router builds a Request per navigation; with no loaders only url, method and signal are read.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal;
      this.headers = new Map(Object.entries(init.headers || {}));
      this.body = init.body;
    }
  };
}
