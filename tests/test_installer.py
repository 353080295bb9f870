"""The standalone installer: the bundle builds, the .deb installs, and the installed game runs.

The checks of the packaging files at the top are quick and always run. The rest build the
PyInstaller bundle and the .deb (a few minutes), unpack the .deb into a scratch root with
``dpkg-deb -x`` and run what a person would: they run only when
``GIN_DESKTOP_TEST_INSTALLER=1``, which ``make test-installer`` sets.
"""

from __future__ import annotations

import configparser
import os
import re
import shlex
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import gin_desktop

REPO = Path(__file__).resolve().parent.parent
LINUX_PACKAGING = REPO / "packaging" / "linux"
APP_ID = "io.github.gin_desktop.GinDesktop"
DESKTOP_FILE = LINUX_PACKAGING / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX_PACKAGING / f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
DEB_LIMIT_BYTES = 40_000_000

sys.path.insert(0, str(REPO / "packaging" / "pyinstaller"))
sys.path.insert(0, str(LINUX_PACKAGING))
import bundle_filter  # noqa: E402
import system_libs  # noqa: E402


class _DesktopFile(configparser.ConfigParser):
    def optionxform(self, optionstr: str) -> str:
        return optionstr  # desktop entry keys are case-sensitive


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = _DesktopFile(interpolation=None, strict=True)
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


# ------------------------------------------------------------------ packaging files


def test_desktop_entry_runs_the_launcher_on_the_path_with_the_app_icon() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    assert shlex.split(entry["Exec"])[0] == "gin-desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_names_the_desktop_file_and_the_current_version() -> None:
    """Software centres match the component to the menu entry by the launchable; the
    newest release must be the version being packaged."""
    root = ET.parse(METAINFO_FILE).getroot()
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP_FILE.name
    releases = root.findall("releases/release")
    assert releases, "add a <release> for this version"
    assert releases[0].get("version") == gin_desktop.__version__


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ],
)
def test_bundle_filter_keeps_only_the_plugins_the_game_loads(dest: str, kept: bool) -> None:
    assert bundle_filter.keep_plugin(dest) is kept


@pytest.mark.parametrize(
    ("dest", "module"),
    [
        ("PySide6/Qt/lib/libQt6Core.so.6", "Core"),
        ("PySide6/Qt6Widgets.dll", "Widgets"),
        ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "Quick"),
        ("PySide6/QtCore.abi3.so", None),
        ("PySide6/Qt/lib/libicudata.so.73", None),
    ],
)
def test_bundle_filter_tells_qt_libraries_by_module(dest: str, module: str | None) -> None:
    assert bundle_filter.qt_module_of(dest) == module


def test_bundle_filter_keeps_qt_translations_of_the_game_languages_only() -> None:
    languages = {"es", "pt"}
    assert bundle_filter.keep_qt_translation("PySide6/Qt/translations/qtbase_es.qm", languages)
    assert bundle_filter.keep_qt_translation("PySide6/Qt/translations/qtbase_pt_BR.qm",
                                             languages)
    assert not bundle_filter.keep_qt_translation("PySide6/Qt/translations/qtbase_de.qm",
                                                 languages)
    assert not bundle_filter.keep_qt_translation("PySide6/Qt/translations/qt_es.qm", languages)


def test_bundle_filter_reads_the_languages_from_the_game_catalogs(tmp_path: Path) -> None:
    folder = tmp_path / "translations"
    folder.mkdir()
    for name in ("gin_desktop_es.qm", "gin_desktop_pt_BR.qm", "gin_desktop_cs.ts",
                 "qtbase_de.qm"):
        (folder / name).touch()
    assert bundle_filter.game_languages(tmp_path) == {"es", "pt_BR"}


# -------------------------------------------------------------- build and install

slow = pytest.mark.skipif(
    os.environ.get("GIN_DESKTOP_TEST_INSTALLER") != "1" or not sys.platform.startswith("linux"),
    reason="builds the installer; run `make test-installer` (Linux)",
)


@dataclass(frozen=True)
class Installed:
    deb: Path
    root: Path  # where the .deb was unpacked

    @property
    def launcher(self) -> Path:
        return self.root / "usr" / "bin" / "gin-desktop"

    @property
    def bundle(self) -> Path:
        return self.root / "opt" / "gin-desktop"

    def control(self, field: str) -> str:
        return subprocess.run(["dpkg-deb", "--field", str(self.deb), field], check=True,
                              capture_output=True, text=True).stdout.strip()


def run_logged(args: list[str], log: Path) -> None:
    with log.open("w") as out:
        done = subprocess.run(args, cwd=REPO, stdout=out, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        tail = "".join(log.read_text().splitlines(keepends=True)[-40:])
        pytest.fail(f"{shlex.join(args)} failed ({done.returncode}); end of {log}:\n{tail}")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    logs = tmp_path_factory.mktemp("logs")
    run_logged(["make", "deb"], logs / "make-deb.log")
    run_logged(["bash", "packaging/linux/ensure-tools.sh", "desktop-file-validate",
                "appstreamcli", "readelf"], logs / "tools.log")
    arch = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()
    deb = REPO / "dist" / f"gin-desktop_{gin_desktop.__version__}_{arch}.deb"
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    yield Installed(deb, root)


def game_env(home: Path) -> dict[str, str]:
    """Qt offscreen, and a home of its own, so nothing of the tester's is read or written."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update({"QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
                "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
                "XDG_CACHE_HOME": str(home / "cache")})
    return env


@slow
def test_the_deb_is_at_most_40_mb(installed: Installed) -> None:
    assert installed.deb.stat().st_size <= DEB_LIMIT_BYTES


@slow
def test_the_installed_launcher_prints_the_version(installed: Installed,
                                                   tmp_path: Path) -> None:
    done = subprocess.run([str(installed.launcher), "--version"], env=game_env(tmp_path),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"gin-desktop {gin_desktop.__version__}"


@slow
def test_the_installed_game_passes_its_self_test(installed: Installed, tmp_path: Path) -> None:
    """--self-test opens the real window offscreen and plays whole matches."""
    done = subprocess.run([str(installed.launcher), "--self-test"], env=game_env(tmp_path),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout


@slow
def test_the_launcher_on_the_path_is_the_bundled_program(installed: Installed) -> None:
    assert installed.launcher.is_symlink()
    assert installed.launcher.resolve() == (installed.bundle / "gin-desktop").resolve()
    assert os.access(installed.launcher, os.X_OK)


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


@slow
def test_the_desktop_entry_points_at_the_installed_launcher_and_icon(
    installed: Installed,
) -> None:
    entry = desktop_entry(installed.root / "usr/share/applications" / DESKTOP_FILE.name)
    program = shlex.split(entry["Exec"])[0]
    # A bare name is looked up on the PATH, where the package puts it in /usr/bin.
    target = installed.root / program.lstrip("/") if "/" in program else (
        installed.root / "usr/bin" / program)
    assert target.resolve() == installed.launcher.resolve()
    hicolor = installed.root / "usr/share/icons/hicolor"
    for size in ICON_SIZES:
        assert png_size(hicolor / f"{size}x{size}/apps/{entry['Icon']}.png") == (size, size)
    assert (hicolor / f"scalable/apps/{entry['Icon']}.svg").is_file()


@slow
def test_desktop_file_validate_passes(installed: Installed) -> None:
    path = installed.root / "usr/share/applications" / DESKTOP_FILE.name
    done = subprocess.run(["desktop-file-validate", str(path)], capture_output=True,
                          text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@slow
def test_appstreamcli_validate_passes(installed: Installed) -> None:
    path = installed.root / "usr/share/metainfo" / METAINFO_FILE.name
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def linked_system_libraries(bundle: Path) -> tuple[dict[str, str], set[str]]:
    """What the dynamic loader picks outside the bundle for its ELF files: (soname -> path,
    sonames not found)."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(bundle / "_internal")}
    found: dict[str, str] = {}
    missing: set[str] = set()
    for elf in system_libs.elf_files(bundle):
        out = subprocess.run(["ldd", str(elf)], env=env, capture_output=True, text=True).stdout
        for soname, target in re.findall(r"^\s*(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$", out,
                                         re.M):
            if target == "not found":
                missing.add(soname)
            elif not Path(target).resolve().is_relative_to(bundle.resolve()):
                found[soname] = target
    return found, missing


def owning_packages(path: str) -> set[str]:
    """The Debian packages that ship ``path`` (tried as given, resolved and without /usr)."""
    candidates = {path, os.path.realpath(path)}
    candidates |= {c.removeprefix("/usr") for c in list(candidates)}
    candidates |= {"/usr" + c for c in list(candidates) if not c.startswith("/usr/")}
    packages: set[str] = set()
    for candidate in sorted(candidates):
        out = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True).stdout
        packages |= {line.split(":")[0] for line in out.splitlines() if ": " in line}
    return packages


@slow
def test_every_system_library_the_bundle_links_comes_from_a_declared_dependency(
    installed: Installed,
) -> None:
    """Depends: names the packages of all libraries that the bundle needs and lacks."""
    depends = {re.split(r"[ (]", alt.strip())[0]
               for dep in installed.control("Depends").split(",") for alt in dep.split("|")}
    found, missing = linked_system_libraries(installed.bundle)
    assert not missing, f"not found on this machine: {sorted(missing)}"
    undeclared = []
    # The libraries linked directly; what those link in turn, their packages bring.
    for soname in system_libs.system_libraries(installed.bundle):
        if soname.startswith("ld-linux"):
            continue  # the dynamic loader itself, part of libc6
        assert soname in found, f"the loader did not resolve {soname}"
        packages = owning_packages(found[soname])
        if not packages & depends:
            undeclared.append(f"{soname} ({', '.join(sorted(packages)) or 'no package'})")
    assert not undeclared, f"not in Depends: {undeclared}"


@slow
def test_the_bundle_leaves_out_the_qt_parts_the_game_never_loads(installed: Installed) -> None:
    names = {p.name for p in installed.bundle.rglob("*")}
    for unwanted in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Network.so.6",
                     "libQt6OpenGL.so.6", "libqgtk3.so", "libqeglfs.so", "QtNetwork.abi3.so",
                     "libX11.so.6", "libxcb.so.1", "libfontconfig.so.1"):
        assert unwanted not in names
    for wanted in ("libQt6Svg.so.6", "libqxcb.so", "libqwayland.so", "libqoffscreen.so",
                   "libqsvg.so", "libqsvgicon.so"):
        assert wanted in names


@slow
def test_the_tarball_unpacks_and_runs(installed: Installed, tmp_path: Path) -> None:
    run_logged(["bash", "packaging/linux/build-tarball.sh"], tmp_path / "tarball.log")
    tarball = next((REPO / "dist").glob(f"gin-desktop-{gin_desktop.__version__}-linux-*.tar.gz"))
    subprocess.run(["tar", "-C", str(tmp_path), "-xzf", str(tarball)], check=True)
    top = tmp_path / f"gin-desktop-{gin_desktop.__version__}"
    done = subprocess.run([str(top / "gin-desktop"), "--version"], env=game_env(tmp_path),
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == f"gin-desktop {gin_desktop.__version__}"
    assert (top / "share/applications" / DESKTOP_FILE.name).is_file()
