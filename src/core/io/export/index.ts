// Maps out of the app: Universal VTT, PNG pixels and true-scale PDF (issue 18).
export * from './drawList';
export * from './raster';
export * from './uvtt';
export * from './pages';
export * from './pdf';
