import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './routing/RequireAuth';
import { BlankScreen, RootLayout } from './routing/RootLayout';
import { RootRedirect } from './routing/RootRedirect';
import { RouteError } from './routing/RouteError';

// Every screen is its own chunk so the first page only downloads what it shows;
// the entry bundle holds React, Apollo, the router, the guards and nothing else.
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Blank while the first screen's chunk arrives, like "/" while auth loads.
    HydrateFallback: BlankScreen,
    children: [
      { path: '/', Component: RootRedirect },
      { path: '/home', lazy: screen(() => import('../features/home/HomeScreen').then((m) => m.HomeScreen)) },
      { path: '/login', lazy: screen(() => import('../features/auth/LoginScreen').then((m) => m.LoginScreen)) },
      { path: '/signup', lazy: screen(() => import('../features/auth/SignupScreen').then((m) => m.SignupScreen)) },
      {
        path: '/forgot-password',
        lazy: screen(() => import('../features/auth/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen)),
      },
      {
        path: '/reset-password',
        lazy: screen(() => import('../features/auth/ResetPasswordScreen').then((m) => m.ResetPasswordScreen)),
      },
      {
        path: '/donate-success',
        lazy: screen(() => import('../features/donate/DonateSuccessScreen').then((m) => m.DonateSuccessScreen)),
      },
      { path: '/privacy', lazy: screen(() => import('../features/legal/PrivacyScreen').then((m) => m.PrivacyScreen)) },
      { path: '/terms', lazy: screen(() => import('../features/legal/TermsScreen').then((m) => m.TermsScreen)) },
      { path: '/about', lazy: screen(() => import('../features/legal/AboutScreen').then((m) => m.AboutScreen)) },
      { path: '/safety', lazy: screen(() => import('../features/legal/SafetyScreen').then((m) => m.SafetyScreen)) },
      {
        path: '/under-16',
        lazy: screen(() => import('../features/legal/UnderAgeScreen').then((m) => m.UnderAgeScreen)),
      },
      {
        path: '/onboard',
        lazy: screen(() =>
          import('../features/onboarding/EightStepOnboardingScreen').then((m) => m.EightStepOnboardingScreen),
        ),
      },
      // No guard wrapper, as in the spec: a visitor sees a calm note, the legal links and Appearance.
      {
        path: '/settings',
        lazy: screen(() => import('../features/settings/SettingsScreen').then((m) => m.SettingsScreen)),
        children: [
          {
            index: true,
            lazy: screen(() => import('../features/settings/SettingsList').then((m) => m.SettingsList)),
          },
          {
            path: 'personal',
            lazy: screen(() => import('../features/settings/PersonalDetails').then((m) => m.PersonalDetails)),
          },
          {
            path: 'personalization',
            lazy: screen(() => import('../features/settings/AppPersonalization').then((m) => m.AppPersonalization)),
          },
          {
            path: 'privacy',
            lazy: screen(() => import('../features/settings/PrivacySecurity').then((m) => m.PrivacySecurity)),
          },
        ],
      },
      {
        element: <RequireAuth requireOnboarding={false} />,
        children: [
          {
            path: '/onboarding',
            lazy: screen(() =>
              import('../features/onboarding/ThreeStepOnboardingScreen').then((m) => m.ThreeStepOnboardingScreen),
            ),
          },
        ],
      },
      {
        element: <RequireAuth requireOnboarding />,
        children: [
          {
            path: '/welcome',
            lazy: screen(() => import('../features/welcome/WelcomeScreen').then((m) => m.WelcomeScreen)),
          },
          {
            lazy: screen(() => import('./layout/TabLayout').then((m) => m.TabLayout)),
            children: [
              { path: '/chat', lazy: screen(() => import('../features/ask/ChatScreen').then((m) => m.ChatScreen)) },
              { path: '/bible', lazy: screen(() => import('../features/seek/BibleScreen').then((m) => m.BibleScreen)) },
              {
                path: '/prayer',
                lazy: screen(() => import('../features/knock/PrayerScreen').then((m) => m.PrayerScreen)),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
