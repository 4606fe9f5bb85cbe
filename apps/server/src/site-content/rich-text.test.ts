import { describe, expect, it } from 'vitest';
import {
  EDITOR_HTML,
  expectEditorMarkupKept,
  expectHostileMarkupGone,
  HOSTILE_HTML,
} from '../testing/rich-text-samples';
import { sanitizeStoredHtml } from './rich-text';

describe('sanitizeStoredHtml', () => {
  it('passes null and undefined through, so a save can clear or keep the field', () => {
    expect(sanitizeStoredHtml(null)).toBeNull();
    expect(sanitizeStoredHtml(undefined)).toBeUndefined();
  });

  it('keeps everything the editor toolbar produces', () => {
    expectEditorMarkupKept(sanitizeStoredHtml(EDITOR_HTML));
  });

  it('removes scripts, handlers, javascript: URLs, frames and styles', () => {
    expectHostileMarkupGone(sanitizeStoredHtml(HOSTILE_HTML));
    expect(sanitizeStoredHtml('<script>alert(1)</script>')).toBe('');
  });
});
