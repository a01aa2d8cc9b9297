// CSS modules in jsdom tests: class names are their own keys. Not an ES module, so that a default
// import (`import styles from './x.module.css'`) gets this proxy itself.
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : key)});
