export const ORIGINAL_NAME_MAX = 100;

// The client's file name is shown as a label only: no path, no control or markup characters, bounded.
export function cleanOriginalName(raw: string): string | null {
  const base = raw.split(/[/\\]/).at(-1) ?? '';
  const name = base
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\p{C}<>:"|?*`]/gu, '')
    .trim();
  if (!name || /^\.+$/.test(name)) return null;
  if ([...name].length <= ORIGINAL_NAME_MAX) return name;
  // Long names keep their extension so the label still says what the file was.
  const ext = /\.[\p{L}\p{N}]{1,8}$/u.exec(name)?.[0] ?? '';
  const stem = [...name.slice(0, name.length - ext.length)].slice(0, ORIGINAL_NAME_MAX - ext.length - 1);
  return `${stem.join('').trimEnd()}…${ext}`;
}
