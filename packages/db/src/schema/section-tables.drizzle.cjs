// drizzle-kit collects the tables a schema module exports by name. The row sections' tables are derived
// from their definitions, so this module hands drizzle-kit that derived record as its exports.
module.exports = require('./section-tables.ts').SECTION_TABLES;
