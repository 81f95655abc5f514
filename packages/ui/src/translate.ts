// Translating @reach/ui's words where no component is at hand: a message written with `msg`
// at module level (docs/languages.md) is translated when it is read, in the language current
// then. Records of such messages (role names, adoption levels, validation messages) stay plain
// string records for their readers: each property is translated on every read.
import { i18n, type MessageDescriptor } from '@lingui/core';

/** tr translates a message in the current language (its English before any language is set). */
export function tr(d: MessageDescriptor): string {
  return i18n.locale ? i18n._(d) : (d.message ?? d.id);
}

/** liveRecord is a record whose values are the messages of descriptors, translated when read. */
export function liveRecord<K extends PropertyKey>(descriptors: Record<K, MessageDescriptor>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[]) {
    Object.defineProperty(out, key, { enumerable: true, get: () => tr(descriptors[key]) });
  }
  return out;
}
