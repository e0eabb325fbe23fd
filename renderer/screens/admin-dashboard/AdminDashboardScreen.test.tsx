import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityDay } from '../../../shared/schemas/admin.js';
import { anAdminMessage, anAdminReply, signedInAdmin, someStats } from '../../test-support/admin-items.js';
import { deferredResponse, jsonResponse, stubFetch } from '../../test-support/fake-fetch.js';
import { renderApp } from '../../test-support/render-app.js';

const fourteenDays = (today: Partial<ActivityDay> = {}): ActivityDay[] =>
  Array.from({ length: 14 }, (_, index) => ({
    day: `2025-10-${String(index + 1).padStart(2, '0')}`,
    approved: 0,
    rejected: 0,
    pending: 0,
    ...(index === 13 ? today : {}),
  }));

function stubDashboard(stats: () => Response | Promise<Response>, lists = { messages: [anAdminMessage()], replies: [anAdminReply()] }) {
  return stubFetch({
    'GET /api/auth/user': signedInAdmin,
    'GET /api/admin/stats': stats,
    'GET /api/admin/activity': () => jsonResponse(200, { days: fourteenDays({ approved: 3, rejected: 1, pending: 2 }) }),
    'GET /api/admin/messages': () => jsonResponse(200, lists.messages),
    'GET /api/admin/replies': () => jsonResponse(200, lists.replies),
  });
}

const card = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('admin dashboard', () => {
  it('shows the title, the description and the five counts', async () => {
    stubDashboard(() => jsonResponse(200, someStats()));
    renderApp({ route: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of platform statistics and pending moderation items')).toBeInTheDocument();
    await screen.findByText('Total Users');
    expect(within(card('Total Users')).getByText('12')).toBeInTheDocument();
    expect(within(card('Total Messages')).getByText('34')).toBeInTheDocument();
    expect(within(card('Total Replies')).getByText('56')).toBeInTheDocument();
    expect(within(card('Pending Messages')).getByText('7')).toBeInTheDocument();
    expect(within(card('Pending Replies')).getByText('8')).toBeInTheDocument();
  });

  it('says "Loading statistics..." while the counts load', async () => {
    stubDashboard(() => deferredResponse().promise);
    renderApp({ route: '/admin' });

    expect(await screen.findByText('Loading statistics...')).toBeInTheDocument();
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
  });

  it('shows 0 for a count the server left out', async () => {
    const { pendingReplies: _missing, ...partial } = someStats();
    stubDashboard(() => jsonResponse(200, partial));
    renderApp({ route: '/admin' });

    await screen.findByText('Pending Replies');
    expect(within(card('Pending Replies')).getByText('0')).toBeInTheDocument();
  });

  it('lists the crisis items waiting at the top, with a way to review each', async () => {
    stubDashboard(() => jsonResponse(200, someStats()), {
      messages: [
        anAdminMessage({ id: 'm-crisis', crisis: 1, content: 'I cannot go on', user: { ...anAdminMessage().user, firstName: null, lastName: null, username: 'Owl-2f7' } }),
        anAdminMessage({ id: 'm-decided', crisis: 1, status: 'approved', content: 'Already seen' }),
        anAdminMessage({ id: 'm-calm', content: 'A calm day' }),
      ],
      replies: [anAdminReply({ id: 'r-crisis', crisis: 1, transcript: 'Nobody would miss me' })],
    });
    renderApp({ route: '/admin' });

    const section = within(await screen.findByRole('region', { name: 'Crisis items waiting (2)' }));
    expect(section.getByText('I cannot go on')).toBeInTheDocument();
    expect(section.getByText('Nobody would miss me')).toBeInTheDocument();
    // Every member has an animal name now: admins can tell who is in danger without opening the queue.
    expect(section.getByText(/^Message by Anonymous \(@Owl-2f7\)/)).toBeInTheDocument();
    expect(section.queryByText('Already seen')).not.toBeInTheDocument();
    expect(section.queryByText('A calm day')).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Review message' })).toHaveAttribute('href', '/admin/messages');
    expect(section.getByRole('link', { name: 'Review reply' })).toHaveAttribute('href', '/admin/replies');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Crisis items waiting (2)');
  });

  it('says so when no crisis item waits', async () => {
    stubDashboard(() => jsonResponse(200, someStats()), { messages: [anAdminMessage()], replies: [] });
    renderApp({ route: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Crisis items waiting (0)' })).toBeInTheDocument();
    expect(screen.getByText('No member in crisis is waiting for review.')).toBeInTheDocument();
  });

  it('charts approved, rejected and pending messages over 14 days, with the figures in a table', async () => {
    stubDashboard(() => jsonResponse(200, someStats()));
    renderApp({ route: '/admin' });

    const chart = await screen.findByRole('region', { name: 'Messages over the last 14 days' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(15);
    const today = within(rows.at(-1) as HTMLElement);
    expect(today.getByRole('rowheader')).toHaveTextContent('Oct 14');
    expect(today.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '1', '2']);
    const bars = [...chart.querySelectorAll('rect')].map((bar) => [bar.getAttribute('class'), Number(bar.getAttribute('height'))]);
    expect(bars.map(([name]) => name)).toEqual(['activity-chart__bar--approved', 'activity-chart__bar--rejected', 'activity-chart__bar--pending']);
    expect(bars.map(([, height]) => height)).toEqual([3, 1, 2].map((count) => expect.closeTo((count / 6) * 158)));
  });
});
