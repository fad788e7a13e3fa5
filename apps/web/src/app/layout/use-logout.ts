import { useNavigate } from 'react-router';
import { logout } from '../../shared/session/session.ts';

/** Logout from the header or the menu: POST user/logout, forget the login, back to /main (spec §4). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void logout().then(() => navigate('/main'));
  };
}
