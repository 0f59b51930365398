module.exports = require('@coop/shared/jest/preset.cjs')(__dirname);
