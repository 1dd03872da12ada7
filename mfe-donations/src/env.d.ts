interface ImportMetaEnv {
  /** The release of this build (shared build preset: MF_BUILD_VERSION or the package version). */
  readonly APP_RELEASE: string | undefined;
}
