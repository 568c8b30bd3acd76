/**
 * Room rules shared by server and web: image checks, name truncation, deletability.
 */
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, ROOM_NAME_TRUNCATE } from '../limits';
import { validationMessage } from '../validation-messages';

/**
 * A room name cut for tables: at most 18 characters, then an ellipsis.
 * Counts code points, so an emoji or combining-free umlaut is never split in half.
 */
export function truncateRoomName(name: string, max: number = ROOM_NAME_TRUNCATE): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('')}…`;
}

/** What is known about an uploaded file before reading it. */
export interface FileInfo {
  /** MIME type as declared by the browser (may be empty) */
  type: string;
  /** size in bytes */
  size: number;
}

/**
 * Checks a room image before upload: required, PNG or JPEG, at most 0.5 MB.
 * Returns the first failing validation message (see validation.ts), or null. The server
 * also sniffs the bytes: a declared type is a claim, not a fact.
 */
export function checkRoomImageFile(file: FileInfo | null | undefined): string | null {
  if (!file || file.size <= 0) return 'required';
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return validationMessage('fileType', { types: 'PNG, JPEG' });
  }
  return file.size > IMAGE_MAX_BYTES
    ? validationMessage('fileTooLarge', { maxBytes: IMAGE_MAX_BYTES })
    : null;
}

/** A room may be deleted only without active tickets. */
export function canDeleteRoom(activeTicketCount: number): boolean {
  return activeTicketCount === 0;
}

/**
 * Moves a room one place up (-1) or down (+1) in the sort order and returns the new
 * order of ids; unchanged at the ends or for an unknown id.
 */
export function moveRoom(orderedIds: readonly number[], id: number, delta: -1 | 1): number[] {
  const ids = [...orderedIds];
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
