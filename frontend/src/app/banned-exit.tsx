import { useEffect, useRef } from 'react';
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
  // Once on the way out, the page still showing refetches (the cache is empty) and finds the ban
  // again: it is not cleared again until the banned page has shown.
  const leaving = useRef(false);
  useEffect(() => {
    if (reason === null) return;
    dispatch(bannedHandled());
    if (pathname === paths.signInFailBanned || leaving.current) return;
    leaving.current = true;
    dispatch(baseApi.util.resetApiState());
    void navigate(href(paths.signInFailBanned, {}, { message: reason }), { replace: true });
  }, [reason, pathname, dispatch, navigate]);
  useEffect(() => {
    if (pathname === paths.signInFailBanned) leaving.current = false;
  }, [pathname]);
  return null;
}
