import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../api/query-client.js';
import { App } from '../App.js';
import { AppProviders } from '../AppProviders.js';
import { preloadLazyModules } from '../routing/lazy-component.js';

// The app loads its screens and dialogs on first use (routing/lazy-screens.tsx); the tests render them
// as after that first load, so each step shows at once (lazy-component.test.tsx covers the loading).
await preloadLazyModules();

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/** Renders the app (or one screen) with its real providers inside a memory router at `route`. */
export function renderApp({ route = '/', ui = <App /> }: { route?: string; ui?: ReactElement } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>
        {ui}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, user, queryClient };
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The toast region (Radix labels it "Notifications (F8)"). */
export function toastRegion() {
  return within(screen.getByRole('region', { name: /Notifications/ }));
}
