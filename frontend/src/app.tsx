import { Frame, Navigation, Page, Spinner, TopBar, useMediaQuery } from '@shopify/polaris';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { apiGet, setUnauthorizedHandler } from './api/client.js';
import { ensureInstalled, forgetToken, isEmbedded, storedToken } from './api/session.js';
import type { Shop } from './api/types.js';
import { ErrorBanner } from './components/error-banner.js';
import { useFrameNavigationLandmark } from './components/frame-navigation-landmark.js';
import { navigate, usePath } from './components/router.js';
import { ShopProvider } from './components/shop-context.js';
import { SignInPage } from './pages/sign-in-page.js';

// One chunk per page: the first load carries the shell and the page it lands on.
const SchedulePage = lazy(() => import('./pages/schedule-page.js'));
const WhosWorkingPage = lazy(() => import('./pages/whos-working-page.js'));
const AttendancePage = lazy(() => import('./pages/attendance-page.js'));
const TimeOffPage = lazy(() => import('./pages/time-off-page.js'));
const ShiftRequestsPage = lazy(() => import('./pages/shift-requests-page.js'));
const TimesheetsPage = lazy(() => import('./pages/timesheets-page.js'));
const StaffPage = lazy(() => import('./pages/staff-page.js'));
const PayrollPage = lazy(() => import('./pages/payroll-page.js'));
const SalesPage = lazy(() => import('./pages/sales-page.js'));
const SettingsPage = lazy(() => import('./pages/settings-page.js'));

const PAGES = [
  { url: '/', label: 'Schedule', Component: SchedulePage },
  { url: '/whos-working', label: "Who's working", Component: WhosWorkingPage },
  { url: '/attendance', label: 'Attendance', Component: AttendancePage },
  { url: '/time-off', label: 'Time off', Component: TimeOffPage },
  { url: '/shift-requests', label: 'Shift requests', Component: ShiftRequestsPage },
  { url: '/timesheets', label: 'Timesheets', Component: TimesheetsPage },
  { url: '/staff', label: 'Staff', Component: StaffPage },
  { url: '/payroll', label: 'Payroll', Component: PayrollPage },
  { url: '/sales', label: 'Sales', Component: SalesPage },
  { url: '/settings', label: 'Settings', Component: SettingsPage },
];

/** Where Polaris' Frame folds its navigation away (its `navigationBarCollapsed` breakpoint). */
const NAVIGATION_COLLAPSED = '(max-width: 767.95px)';

/** The top bar's mark on a phone: the favicon, linking home. */
const LOGO = { topBarSource: '/favicon.svg', width: 32, url: '/', accessibilityLabel: 'Shiftbook' };

function PageLoading() {
  return (
    <Page>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner accessibilityLabel="Loading page" />
      </div>
    </Page>
  );
}

export function App() {
  const path = usePath();
  const embedded = isEmbedded();
  const [signedIn, setSignedIn] = useState(embedded || storedToken() !== null);
  const [shop, setShop] = useState<Shop>();
  const [shopError, setShopError] = useState<unknown>();
  // The side menu as a drawer: Polaris hides the navigation below 768 px, and the top bar's
  // menu button is the only way to open it there. Wider, the menu is always in view and a top
  // bar would be an empty band, so it is drawn only where it is needed.
  const isNavigationCollapsed = useMediaQuery(NAVIGATION_COLLAPSED, { initializeWithValue: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useFrameNavigationLandmark();

  const signOut = useCallback(() => {
    forgetToken();
    setShop(undefined);
    setSignedIn(false);
  }, []);
  useEffect(() => setUnauthorizedHandler(embedded ? () => {} : signOut), [embedded, signOut]);

  const reloadShop = useCallback(async () => {
    try {
      await ensureInstalled();
      setShop(await apiGet<Shop>('/shop'));
      setShopError(undefined);
    } catch (error) {
      setShopError(error);
    }
  }, []);
  useEffect(() => {
    if (signedIn) void reloadShop();
  }, [signedIn, reloadShop]);

  if (!signedIn) {
    return (
      <SignInPage
        onSignedIn={(signedInShop) => {
          setShop(signedInShop);
          setSignedIn(true);
          navigate('/');
        }}
      />
    );
  }

  const current = PAGES.find((page) => page.url === path) ?? PAGES[0]!;
  const navigation = embedded ? undefined : (
    // onDismiss: following a link closes the phone's drawer, so the page is not behind it.
    <Navigation location={path} onDismiss={closeMenu}>
      <Navigation.Section
        items={PAGES.map((page) => ({ url: page.url, label: page.label, selected: page === current }))}
      />
      <Navigation.Section
        title={shop?.domain ?? ''}
        items={[{ label: 'Sign out', onClick: signOut, url: '#' }]}
        separator
      />
    </Navigation>
  );

  const topBar =
    embedded || !isNavigationCollapsed ? undefined : (
      <TopBar showNavigationToggle onNavigationToggle={toggleMenu} />
    );

  return (
    <Frame
      logo={embedded ? undefined : LOGO}
      navigation={navigation}
      topBar={topBar}
      showMobileNavigation={menuOpen}
      onNavigationDismiss={closeMenu}
    >
      {embedded && <EmbeddedNavMenu />}
      {shop ? (
        <ShopProvider value={{ shop, reloadShop }}>
          <Suspense fallback={<PageLoading />}>
            <current.Component />
          </Suspense>
        </ShopProvider>
      ) : shopError ? (
        <Page title="Shiftbook">
          <ErrorBanner error={shopError} title="The shop could not be loaded" />
        </Page>
      ) : (
        <PageLoading />
      )}
    </Frame>
  );
}

/** Inside Shopify, App Bridge draws the app's navigation in the admin from this element. */
function EmbeddedNavMenu() {
  return (
    <ui-nav-menu>
      {PAGES.map((page) => (
        <a key={page.url} href={page.url} rel={page.url === '/' ? 'home' : undefined}>
          {page.label}
        </a>
      ))}
    </ui-nav-menu>
  );
}
