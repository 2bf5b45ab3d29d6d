import React, {useId, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import styles from './styles.module.css';

type Choice = 'light' | 'dark' | 'system';

/** The icons of theme-classic's own colour-mode toggle, which the desktop navbar shows. */
const options: {value: Choice; label: string; Icon: ComponentType<ComponentProps<'svg'>>}[] = [
  {value: 'light', label: 'Light', Icon: IconLightMode},
  {value: 'dark', label: 'Dark', Icon: IconDarkMode},
  {value: 'system', label: 'System', Icon: IconSystemColorMode},
];

interface Props {
  className?: string;
}

/**
 * The reader's colour-mode choice (SPEC 4) in the mobile menu: light, dark or system, as a labelled radio
 * group (the desktop navbar has theme-classic's toggle, which cycles the same three). Uses Docusaurus's
 * colour-mode context, so the choice is stored in local storage under 'theme' and synchronised across
 * tabs; 'system' is the absence of a stored value (setColorMode(null)) and follows prefers-color-scheme
 * live because themeConfig.colorMode.respectPrefersColorScheme is true.
 */
export default function ThemeChoice({className}: Props): ReactNode {
  const {disableSwitch} = useThemeConfig().colorMode;
  const {colorModeChoice, setColorMode} = useColorMode();
  const name = `theme-choice-${useId().replace(/:/g, '')}`;
  if (disableSwitch) return null;
  const current: Choice = colorModeChoice ?? 'system';
  return (
    <fieldset className={clsx(styles.group, className)} data-theme-choice-group>
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
            <option.Icon width={18} height={18} aria-hidden="true" focusable="false" />
            <span className={styles.label}>{option.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
