import { Link } from 'react-router-dom';
import { PATHS } from '../../routing/paths.js';

/** Both legal pages are readable before signing up. */
export function AuthFooter() {
  return (
    <footer className="auth-footer">
      <p>By continuing, you agree to our supportive community guidelines</p>
      <p>
        Read our <Link to={PATHS.privacy}>Privacy Policy</Link> and <Link to={PATHS.terms}>Terms of Service</Link>.
      </p>
    </footer>
  );
}
