// Kopi Senja fixture: built-in coffee illustrations, Indonesian copy, realistic rupiah prices.
export const fixtureImage = (key: string) => `/media/builtin/coffee/${key}.svg`;
