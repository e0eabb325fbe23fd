import { HeartHandshake } from 'lucide-react';
import { PRODUCT_NAME } from '../../shared/constants.js';

interface LogoProps {
  size?: 'small' | 'large';
  withName?: boolean;
}

export function Logo({ size = 'small', withName = false }: LogoProps) {
  return (
    <span className={`logo logo--${size}`}>
      <span className="logo__mark" aria-hidden>
        <HeartHandshake />
      </span>
      {withName ? <span className="logo__name">{PRODUCT_NAME}</span> : null}
    </span>
  );
}
