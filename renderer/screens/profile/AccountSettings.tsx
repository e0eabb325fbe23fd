import { ChevronRight, FileText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routing/paths.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';

export function AccountSettings() {
  return (
    <section className="card" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="card__title">
        Account Settings
      </h2>
      <ul className="settings-list">
        <li>
          <Link to={PATHS.privacy} className="settings-list__item">
            <ShieldCheck aria-hidden size={18} />
            <span>Privacy Policy</span>
            <ChevronRight aria-hidden size={18} className="settings-list__chevron" />
          </Link>
        </li>
        <li>
          <Link to={PATHS.terms} className="settings-list__item">
            <FileText aria-hidden size={18} />
            <span>Terms of Service</span>
            <ChevronRight aria-hidden size={18} className="settings-list__chevron" />
          </Link>
        </li>
        <li>
          <DeleteAccountDialog />
        </li>
      </ul>
    </section>
  );
}
