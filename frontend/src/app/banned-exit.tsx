import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bannedHandled } from '../api/banned-slice';
import { baseApi } from '../api/base-api';
import { href, paths } from '../config/paths';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Spec section 4: once any call found the signed-in member banned, the cache is cleared and the
 * member goes to `/sign-in-fail/banned?message=<reason>` (from any page, on the next load or call).
 */
export function BannedExit() {
  const reason = useAppSelector((state) => state.banned.reason);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (reason === null) return;
    dispatch(bannedHandled());
    if (pathname === paths.signInFailBanned) return;
    dispatch(baseApi.util.resetApiState());
    void navigate(href(paths.signInFailBanned, {}, { message: reason }), { replace: true });
  }, [reason, pathname, dispatch, navigate]);
  return null;
}
