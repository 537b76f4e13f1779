import { Box, Field, Input } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  createOptionLabel,
  filterOptions,
  isValidNewOption,
  menuPlacement,
  nextHighlight,
  selectDefaults,
  selectMessages,
  type SelectOption,
} from './creatable-rules';

interface CreatableSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: SelectOption | null;
  onChange: (option: SelectOption) => void;
  /** Offer `Create "{input}"` for a valid new option. */
  onCreateOption?: (input: string) => void;
  isLoading?: boolean;
  /** Told of every typed input (to load options from a server). */
  onInputChange?: (input: string) => void;
  placeholder?: string;
  maxMenuHeight?: number;
  minMenuHeight?: number;
  pageSize?: number;
}

type Item = { kind: 'option'; option: SelectOption } | { kind: 'create'; input: string };

const itemLabel = (item: Item) =>
  item.kind === 'option' ? item.option.label : createOptionLabel(item.input);
const navigationKeys = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);

/** A searchable single select that can offer to create the typed option (an accessible combobox). */
export function CreatableSelect({
  label,
  options,
  value,
  onChange,
  onCreateOption,
  isLoading = false,
  onInputChange,
  placeholder = selectMessages.placeholder,
  maxMenuHeight = selectDefaults.maxMenuHeight,
  minMenuHeight = selectDefaults.minMenuHeight,
  pageSize = selectDefaults.pageSize,
}: CreatableSelectProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const items: Item[] = filterOptions(input, options).map((option) => ({ kind: 'option', option }));
  if (onCreateOption && isValidNewOption(input, options)) items.push({ kind: 'create', input });

  const openMenu = () => {
    if (open) return;
    const rect = inputRef.current?.getBoundingClientRect();
    if (rect) setPlacement(menuPlacement(window.innerHeight - rect.bottom, rect.top, minMenuHeight));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setInput('');
    setActive(-1);
  };
  const choose = (item: Item) => {
    if (item.kind === 'option') onChange(item.option);
    else onCreateOption?.(item.input);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (navigationKeys.has(event.key)) {
      event.preventDefault();
      openMenu();
      const next = nextHighlight(active, event.key, items.length, pageSize);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (item) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" w="full">
        <Input
          ref={inputRef}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={open ? input : (value?.label ?? '')}
          placeholder={placeholder}
          onChange={(event) => {
            setInput(event.target.value);
            onInputChange?.(event.target.value);
            setActive(-1);
            openMenu();
          }}
          onClick={openMenu}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {open && (
          <Box
            as="ul"
            role="listbox"
            id={listId}
            aria-label={label}
            position="absolute"
            insetX="0"
            {...(placement === 'top' ? { bottom: '100%', mb: 1 } : { top: '100%', mt: 1 })}
            maxH={`${maxMenuHeight}px`}
            overflowY="auto"
            zIndex="dropdown"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            py={1}
            listStyleType="none"
          >
            {isLoading ? (
              <Box as="li" role="presentation" px={3} py={2} color="fg.muted">
                {selectMessages.loading}
              </Box>
            ) : items.length === 0 ? (
              <Box as="li" role="presentation" px={3} py={2} color="fg.muted">
                {selectMessages.noOptions}
              </Box>
            ) : (
              items.map((item, index) => (
                <Box
                  as="li"
                  key={item.kind === 'option' ? item.option.value : '__create__'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px={3}
                  py={2}
                  cursor="pointer"
                  bg={index === active ? 'bg.emphasized' : undefined}
                  fontStyle={item.kind === 'create' ? 'italic' : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                >
                  {itemLabel(item)}
                </Box>
              ))
            )}
          </Box>
        )}
      </Box>
    </Field.Root>
  );
}
