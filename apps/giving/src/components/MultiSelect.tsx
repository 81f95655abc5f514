// A multiple select of the projects' filters (/partner/sponsor-a-project).
// MUI's Select (@reach/ui/mui-select, 8.5 KB gzipped) is not needed until the
// visitor reaches for the field, so the page first draws the closed field
// itself: the same outlined input, label, value text and arrow as the Select's
// (same classes of the input, same sizes, the focus ring of the outlined
// input), a combobox with the same name, aria-haspopup and aria-expanded. The
// first pointer press, focus or key press on it loads the Select
// (MultiSelectMui.tsx) and swaps it in: focused if the field had focus, and
// open if the visitor pressed it or pressed Enter, Space or an arrow key, as
// the Select itself opens.
import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { createSvgIcon } from '@reach/ui/mui';
import { FormControl, InputLabel, OutlinedInput } from '@reach/ui/mui-inputs';

export interface MultiSelectProps {
  id: string;
  label: string;
  value: string[];
  options: Array<{ key: string; label: string }>;
  onChange: (v: string[]) => void;
}

/** displayOf is the closed field's text: the chosen options' labels, comma separated. */
export function displayOf(value: string[], options: MultiSelectProps['options']): string {
  const names = new Map(options.map((o) => [o.key, o.label]));
  return value.map((k) => names.get(k) ?? k).join(', ');
}

type Mui = typeof import('./MultiSelectMui');
let loading: Promise<Mui> | null = null;
let loaded: Mui | null = null;
// Every filter on the page swaps in the Select once it has loaded.
const swaps = new Set<(m: Mui) => void>();
function load(): Promise<Mui> {
  loading ??= import(/* webpackChunkName: "multi-select" */ './MultiSelectMui').then((m) => {
    loaded = m;
    swaps.forEach((swap) => swap(m));
    return m;
  });
  return loading;
}

// MUI's ArrowDropDown, the Select's icon.
const ArrowDropDown = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

// The Select's display element, in the input's place (InputBase passes the input's classes and focus handlers).
const Display = forwardRef<HTMLDivElement, { className?: string; display: string; labelId: string; id: string; onStart: (open: boolean) => void; onFocus?: () => void; onBlur?: () => void }>(function Display(
  { className, display, labelId, id, onStart, onFocus, onBlur },
  ref,
) {
  return (
    <>
      <div
        ref={ref}
        id={id}
        tabIndex={0}
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- as MUI's Select: aria-controls names its listbox while open only
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={`${labelId} ${id}`}
        className={`${className ?? ''} reach-select`}
        onFocus={() => {
          onFocus?.();
          onStart(false);
        }}
        onBlur={onBlur}
        onPointerDown={(e: PointerEvent) => e.button === 0 && onStart(true)}
        onMouseDown={(e: MouseEvent) => e.button === 0 && onStart(true)}
        onKeyDown={(e: KeyboardEvent) => {
          if ([' ', 'ArrowUp', 'ArrowDown', 'Enter'].includes(e.key)) {
            e.preventDefault();
            onStart(true);
          }
        }}
      >
        {display || (
          <span className="notranslate" aria-hidden>
            {/* eslint-disable-next-line i18next/no-literal-string -- a zero-width space, as MUI's Select draws an empty value */}
            {'\u200B'}
          </span>
        )}
      </div>
      <ArrowDropDown sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' }} />
    </>
  );
});

export function MultiSelect(props: MultiSelectProps) {
  const { id, label, value, options } = props;
  const [mui, setMui] = useState<Mui | null>(loaded);
  const open = useRef(false);
  useEffect(() => {
    swaps.add(setMui);
    return () => void swaps.delete(setMui);
  }, []);

  const labelId = `${id}-label`;
  if (mui) {
    const focus = typeof document !== 'undefined' && document.activeElement?.id === id;
    return (
      <FormControl fullWidth size="small">
        <InputLabel id={labelId}>{label}</InputLabel>
        <mui.default {...props} focus={focus} open={open.current} />
      </FormControl>
    );
  }
  const display = displayOf(value, options);
  const start = (opening: boolean) => {
    open.current ||= opening;
    void load();
  };
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        size="small"
        value={value}
        inputComponent={Display as never}
        inputProps={{ display, labelId, id, onStart: start }}
        sx={{
          cursor: 'pointer',
          '& .reach-select': {
            userSelect: 'none',
            cursor: 'pointer',
            borderRadius: 1,
            height: 'auto',
            minHeight: '1.4375em',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            pr: '32px',
          },
        }}
      />
    </FormControl>
  );
}
