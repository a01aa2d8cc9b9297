// CSS modules in jsdom tests: class names are their own keys.
module.exports = new Proxy({}, {get: (_target, key) => key});
