/**
 * The app mounts the shell's route table (shell/src/routes: every route of spec §2 with its
 * remote page, title, guards and breadcrumb meta) under the shell's layout (shell/src/layout:
 * header, menus, cart, alerts, footer). See routes/create-routes.tsx.
 */
export { createShellRoutes as createRoutes } from '../routes/create-routes';
