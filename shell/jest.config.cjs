const preset = require('@coop/shared/jest/preset.cjs')(__dirname);

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/setupTests.ts'] };
