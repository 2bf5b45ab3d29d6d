import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Choice = 'light' | 'dark' | 'system';

const options: {value: Choice; label: string; icon: ReactNode}[] = [
  {
    value: 'light',
    label: 'Light',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
        <circle cx="10" cy="10" r="3.4" />
        <path d="M10 2.2v1.6M10 16.2v1.6M2.2 10h1.6M16.2 10h1.6M4.5 4.5l1.1 1.1M14.4 14.4l1.1 1.1M4.5 15.5l1.1-1.1M14.4 5.6l1.1-1.1" />
      </g>
    ),
  },
  {
    value: 'dark',
    label: 'Dark',
    icon: (
      <path
        d="M15.8 12.4A6.6 6.6 0 0 1 7.6 4.2a6.6 6.6 0 1 0 8.2 8.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    ),
  },
  {
    value: 'system',
    label: 'System',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <rect x="2.6" y="3.6" width="14.8" height="10" rx="1.6" />
        <path d="M7 17.2h6M10 13.6v3.6" />
      </g>
    ),
  },
];

interface Props {
  className?: string;
  /** Show the option names next to the icons (mobile menu). */
  showLabels?: boolean;
}

/**
 * The reader's colour-mode choice (SPEC 4): light, dark or system, as a radio group.
 * Uses Docusaurus's colour-mode context, so the choice is stored in local storage
 * under 'theme' and synchronised across tabs; 'system' is the absence of a stored
 * value (setColorMode(null)) and follows prefers-color-scheme live because
 * themeConfig.colorMode.respectPrefersColorScheme is true.
 */
export default function ThemeChoice({className, showLabels = false}: Props): ReactNode {
  const {disableSwitch} = useThemeConfig().colorMode;
  const {colorModeChoice, setColorMode} = useColorMode();
  const name = `theme-choice-${useId().replace(/:/g, '')}`;
  if (disableSwitch) return null;
  const current: Choice = colorModeChoice ?? 'system';
  return (
    <fieldset className={clsx(styles.group, showLabels && styles.withLabels, className)} data-theme-choice-group>
      <legend className="visually-hidden">Colour mode</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option} title={`${option.label} mode`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={current === option.value}
            onChange={() => setColorMode(option.value === 'system' ? null : option.value)}
            className={styles.input}
          />
          <span className={styles.face}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              {option.icon}
            </svg>
            <span className={showLabels ? styles.label : 'visually-hidden'}>{option.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
