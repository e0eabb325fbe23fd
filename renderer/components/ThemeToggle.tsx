import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../stores/theme-store.js';

interface ThemeToggleProps {
  /** Show "Dark mode" beside the icon (the profile row); otherwise the name is only for assistive tech. */
  showLabel?: boolean;
}

/** A switch: on means the dark theme. */
export function ThemeToggle({ showLabel = false }: ThemeToggleProps) {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const isDark = theme === 'dark';
  const Icon = isDark ? Moon : Sun;

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label={showLabel ? undefined : 'Dark mode'}
      className={showLabel ? 'theme-toggle theme-toggle--labelled' : 'icon-button theme-toggle'}
      onClick={toggleTheme}
    >
      <Icon aria-hidden size={20} />
      {showLabel ? (
        <>
          <span className="theme-toggle__label">Dark mode</span>
          <span className="switch-track" aria-hidden>
            <span className="switch-thumb" />
          </span>
        </>
      ) : null}
    </button>
  );
}
