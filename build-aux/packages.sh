# Sourced by the run and test scripts: installs the Debian 12 packages that
# are missing, with apt-get as root or through sudo.
# SPDX-License-Identifier: GPL-3.0-or-later

BUILD_PACKAGES="build-essential meson ninja-build pkg-config libgtk-4-dev libadwaita-1-dev
  libjson-glib-dev gettext desktop-file-utils appstream libglib2.0-dev-bin gobject-introspection
  libgirepository1.0-dev gi-docgen python3-gi"
TEST_PACKAGES="xvfb xauth dbus at-spi2-core python3-gi gir1.2-gtk-4.0 gir1.2-atspi-2.0 python3-pyatspi imagemagick
  poppler-utils librsvg2-bin clang libclang-rt-14-dev sgt-puzzles xdotool parallel"
# Installed without their recommends: flatpak-builder's would bring desktop
# portals that slow down every start of the app under test.
LEAN_TEST_PACKAGES="flatpak-builder"

# install_missing_packages [--no-install-recommends] PACKAGE...
install_missing_packages ()
{
  local missing=()
  local options=()
  local pkg
  if [ "${1:-}" = "--no-install-recommends" ]; then
    options+=("$1")
    shift
  fi
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  echo "Installing missing packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo="sudo"
    else
      echo "error: these packages are missing and neither root nor sudo is available: ${missing[*]}" >&2
      return 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  # An apt cache that was never filled knows no packages at all.
  if [ -z "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v -e lock -e partial)" ]; then
    $sudo apt-get update -q
  fi
  $sudo apt-get install -y -q -o DPkg::Lock::Timeout=300 "${options[@]}" "${missing[@]}" ||
    { $sudo apt-get update -q &&
      $sudo apt-get install -y -q -o DPkg::Lock::Timeout=300 "${options[@]}" "${missing[@]}"; }
}

# Configures build/ once; later runs only rebuild what changed.
configure_build ()
{
  if [ ! -f build/build.ninja ]; then
    meson setup build -Dwerror=true "$@"
  fi
}
