// drizzle-kit collects the tables a schema module exports by name. The tables of the sections defined by
// their fields (row sections and one-row sections) are derived from their definitions, so this module hands
// drizzle-kit those derived records as its exports.
module.exports = {
  ...require('./section-tables.ts').SECTION_TABLES,
  ...require('./one-row-tables.ts').ONE_ROW_TABLES,
};
