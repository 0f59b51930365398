const base = require('@coop/shared/jest/preset.cjs')(__dirname);

module.exports = { ...base, setupFiles: [...(base.setupFiles || []), '<rootDir>/test/setup/polyfills.cjs'] };
