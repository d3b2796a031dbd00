// electron-builder configuration (`electron-builder --config electron.config.ts`).
// Packaging downloads Electron from GitHub, so here it is checked by
// test/unit/electron-config.test.ts and built for real on a connected machine.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'org.grit-table.app',
  productName: 'GRIT Table',
  copyright: 'GRIT Table contributors',
  directories: { output: 'release', buildResources: 'assets/build' },
  // The bundles from `npm run build` plus the data the app reads at run time.
  files: ['dist/main/**', 'dist/preload/**', 'dist/web/**', 'maps/*.grit.json', 'assets/**', 'package.json', '!**/*.map'],
  extraMetadata: { main: 'dist/main/main.cjs' },
  asar: true,
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // file:// pages get no extra powers (the app loads from its own app:// scheme).
    grantFileProtocolExtraPrivileges: false,
  },
  fileAssociations: [{ ext: 'grit.json', name: 'GRIT scenario', role: 'Editor', mimeType: 'application/json' }],
  linux: { target: ['AppImage', 'deb'], category: 'Game', maintainer: 'GRIT Table contributors' },
  deb: { depends: ['libnss3', 'libgtk-3-0'] },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.board-games' },
  dmg: { title: 'GRIT Table' },
};

export default config;
