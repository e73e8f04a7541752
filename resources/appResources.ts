// The app's resources: resources/registry.ts's, each with the views of its folder's index.tsx.
// src/main.tsx hands them to the app (the shell imports no resource itself).
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { type ViewModules, withViews } from '../src/appResources';
import { RESOURCES } from './registry';

const modules: ViewModules = import.meta.glob<ViewModules[string]>('./*/index.{ts,tsx}', { eager: true });

export const appResources = withViews(RESOURCES, modules);

export const declarations: ResourceDeclaration[] = appResources.map((resource) => resource.declaration);
