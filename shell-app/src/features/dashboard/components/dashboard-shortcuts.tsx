import { Link } from 'react-router-dom';
import { DASHBOARD_SHORTCUTS as T, jobsRoute, ROUTES } from '@nurse/domain';
import { Panel } from '@nurse/ui-kit/data';

const SHORTCUTS = [
  { to: ROUTES.wallet, label: T.wallet, hint: T.walletHint },
  { to: jobsRoute(), label: T.jobs, hint: T.jobsHint },
  { to: ROUTES.settings, label: T.settings, hint: T.settingsHint },
] as const;

/** Her wallet, the job board and her settings, one tap from the dashboard rather than only in menus. */
export function DashboardShortcuts() {
  return (
    <section aria-labelledby="dashboard-shortcuts-title">
      <Panel
        title={
          <h2 id="dashboard-shortcuts-title" className="nk-dashboard__panel-title">
            {T.title}
          </h2>
        }
      >
        <ul className="nk-dashboard__shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className="nk-dashboard__shortcut">
                <span className="nk-dashboard__shortcut-label">{shortcut.label}</span>
                <span className="nk-dashboard__shortcut-hint">{shortcut.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
