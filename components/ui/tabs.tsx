'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel of this tab; when absent the Tabs' children are shown for it. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave undefined and use defaultValue to let Tabs keep it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
  className?: string;
}

const STEP_KEYS: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/** The WAI-ARIA tabs pattern: one tab stop, arrows move and select, Home and End jump. */
export function Tabs({ label, items, value, defaultValue, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? items.find((item) => !item.disabled)?.value);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;

  const select = (itemValue: string) => {
    if (value === undefined) setOwnValue(itemValue);
    if (itemValue !== selected) onValueChange?.(itemValue);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const enabled = items.map((item, position) => ({ item, position })).filter(({ item }) => !item.disabled);
    const here = enabled.findIndex(({ position }) => position === index);
    const targetIndex = {
      previous: (here - 1 + enabled.length) % enabled.length,
      next: (here + 1) % enabled.length,
      first: 0,
      last: enabled.length - 1,
    }[step];
    const target = enabled[targetIndex]?.item;
    if (!target) return;
    tabRefs.current.get(target.value)?.focus();
    select(target.value);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {/* Every panel exists so each aria-controls points somewhere; only the selected one renders content. */}
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            className={styles.panel}
            hidden={!isSelected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable so its content is reachable even without controls
            tabIndex={0}
          >
            {isSelected ? (item.content ?? children) : null}
          </div>
        );
      })}
    </div>
  );
}
