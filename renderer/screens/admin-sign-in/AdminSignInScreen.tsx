import { ShieldCheck } from 'lucide-react';
import { PATHS } from '../../routing/paths.js';
import { SignInForm } from '../auth/SignInForm.js';

export function AdminSignInScreen() {
  return (
    <main className="center-screen admin-sign-in">
      <div className="admin-sign-in__brand">
        <span className="step-icon" aria-hidden>
          <ShieldCheck size={32} />
        </span>
        <h1 className="page__title">Admin Portal</h1>
      </div>
      <section className="card admin-sign-in__card" aria-labelledby="admin-sign-in-title">
        <h2 id="admin-sign-in-title" className="card__title">
          Admin Sign In
        </h2>
        <p className="card__description">Enter your credentials to access the admin panel</p>
        <SignInForm destination={PATHS.admin} failureFallback="Please check your credentials" />
      </section>
    </main>
  );
}
