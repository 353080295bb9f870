"""The Windows and macOS installer scripts, checked on Linux where they cannot be built.

Inno Setup and macOS's codesign/hdiutil do not run here, so these read the scripts: the
version comes from pyproject.toml, every file they name exists or is made by an earlier
step, the languages are the game's, the player's data is where the game keeps it, and the
Info.plist has what a Mac needs. Quick: no PyInstaller build (tests/test_installer.py
builds and installs the Linux package).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import plistlib
import re
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from pathlib import Path, PureWindowsPath

import pytest

import gin_desktop

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
ISS = PACKAGING / "windows" / "gin-desktop.iss"
SPEC = PACKAGING / "pyinstaller" / "gin-desktop.spec"
BUILD_DMG = PACKAGING / "macos" / "build-dmg.sh"
WORKFLOW = REPO / ".github" / "workflows" / "installers.yml"
DESKTOP_FILE = PACKAGING / "linux" / "io.github.gin_desktop.GinDesktop.desktop"

sys.path.insert(0, str(PACKAGING / "pyinstaller"))
import bundle_filter  # noqa: E402


def _load(path: Path) -> types.ModuleType:
    # By file, not by putting packaging/ on sys.path, where its linux/ and bench/ folders
    # would mix into other imports of those names.
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


app_info = _load(PACKAGING / "app_info.py")

#: Inno Setup's message files, by the Qt locale of the language they speak.
ISL_LOCALES = {
    "Default.isl": "en",
    "Spanish.isl": "es_ES",
    "Czech.isl": "cs_CZ",
    "BrazilianPortuguese.isl": "pt_BR",
    "Portuguese.isl": "pt_PT",
}


def game_locales() -> dict[str, str]:
    """The game's languages: code -> the locale its .ts file is written in."""
    found = {"en": "en"}
    for ts in sorted((REPO / "assets" / "translations").glob("gin_desktop_*.ts")):
        code = ts.stem.removeprefix("gin_desktop_")
        found[code] = ET.parse(ts).getroot().attrib["language"]
    return found


# ------------------------------------------------------------------ Inno Setup script


def iss_sections() -> dict[str, list[str]]:
    """The .iss file's sections and their lines (comments and blank lines left out)."""
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8-sig").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        header = re.fullmatch(r"\[(\w+)\]", line)
        if header:
            current = header.group(1)
            sections.setdefault(current, [])
        else:
            sections.setdefault(current, []).append(line)
    return sections


def iss_setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in iss_sections()["Setup"])


def iss_entries(section: str) -> list[dict[str, str]]:
    """Entries like `Name: "x"; Source: "y"; Flags: z` as dictionaries."""
    entries = []
    for line in iss_sections()[section]:
        fields = re.findall(r'(\w+):\s*("[^"]*"|[^;]+)', line)
        entries.append({key: value.strip().strip('"') for key, value in fields})
    return entries


def iss_defines() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8-sig")
    return dict(re.findall(r'^#define (\w+) "([^"]*)"', text, flags=re.MULTILINE))


def from_repo(iss_path: str) -> Path:
    """A path the .iss names, relative to the repository ({#Root} is the repository)."""
    root = iss_defines()["Root"]
    resolved = iss_path.replace("{#Root}", root)
    return (ISS.parent / Path(*PureWindowsPath(resolved).parts)).resolve()


def test_the_iss_takes_its_version_from_the_command_line_only() -> None:
    setup = iss_setup()
    assert setup["AppVersion"] == "{#AppVersion}"
    assert setup["VersionInfoVersion"] == "{#AppVersion}"
    assert "{#AppVersion}" in setup["OutputBaseFilename"]
    assert "#error Pass the version" in ISS.read_text(encoding="utf-8-sig")
    assert not re.search(r"\b\d+\.\d+\.\d+\b", setup["AppVersion"] + setup["AppVerName"])


def test_every_installer_takes_the_version_from_pyproject() -> None:
    with (REPO / "pyproject.toml").open("rb") as file:
        version = tomllib.load(file)["project"]["version"]
    assert app_info.version() == version == gin_desktop.__version__
    done = subprocess.run([sys.executable, str(PACKAGING / "app_info.py"), "version"],
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == version
    # Nothing reads a version out of the package's source any more.
    for script in (SPEC, BUILD_DMG, WORKFLOW, ISS):
        text = script.read_text(encoding="utf-8-sig")
        assert "__init__.py" not in text and "__version__" not in text, script
    assert "iscc /DAppVersion=$version" in WORKFLOW.read_text()
    assert "$version = python packaging/app_info.py version" in WORKFLOW.read_text()
    assert '"$python" packaging/app_info.py version' in BUILD_DMG.read_text()


def test_the_iss_installs_per_user_on_64_bit_windows_10_or_later() -> None:
    setup = iss_setup()
    # The AppId is how an upgrade finds the installed copy: it must never change.
    assert setup["AppId"] == "{{6F1C2B4E-3A5D-4E8B-9C7A-1D2E3F4A5B6C}"
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["PrivilegesRequiredOverridesAllowed"] == "dialog"
    assert setup["DefaultDirName"].startswith("{autopf}\\")
    assert setup["ArchitecturesAllowed"] == "x64compatible"
    assert setup["ArchitecturesInstallIn64BitMode"] == "x64compatible"
    assert setup["MinVersion"] == app_info.WINDOWS_MINIMUM
    assert setup["AppName"] == app_info.APP_NAME


def test_the_iss_offers_the_games_languages() -> None:
    """English, Spanish, Czech and the Portuguese the game is written in (Brazilian)."""
    files = [PureWindowsPath(entry["MessagesFile"].removeprefix("compiler:")).name
             for entry in iss_entries("Languages")]
    offered = sorted(ISL_LOCALES[name] for name in files)
    assert offered == sorted(game_locales().values())
    assert sorted(code for code in game_locales()) == sorted(app_info.languages())


def test_every_language_asks_its_own_question_before_deleting_the_players_data() -> None:
    names = [entry["Name"] for entry in iss_entries("Languages")]
    messages = dict(line.split("=", 1) for line in iss_sections()["CustomMessages"])
    english = messages["english.DeleteUserData"]
    for name in names:
        text = messages[f"{name}.DeleteUserData"]
        assert "%1" in text, name  # the folder, so the player knows where they stay
        assert name == "english" or text != english, f"{name} is not translated"
    # Non-ASCII messages need the byte order mark on Inno Setup before 6.3.
    assert ISS.read_bytes().startswith(b"\xef\xbb\xbf")


def test_the_shortcuts_describe_the_game_as_the_linux_menu_entry_does() -> None:
    import configparser

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP_FILE, encoding="utf-8")
    comments = entry["Desktop Entry"]
    messages = dict(line.split("=", 1) for line in iss_sections()["CustomMessages"])
    codes = {"english": "", "spanish": "[es]", "czech": "[cs]", "brazilianportuguese": "[pt]"}
    for entry_name in (e["Name"] for e in iss_entries("Languages")):
        assert messages[f"{entry_name}.AppComment"] == comments[f"Comment{codes[entry_name]}"]
    for icon in iss_entries("Icons"):
        assert icon["Comment"] == "{cm:AppComment}"


def test_the_uninstaller_deletes_the_data_only_where_the_game_keeps_it_and_if_asked() -> None:
    from gin_desktop.app import main

    defines = iss_defines()
    assert defines["Organisation"] == main.ORGANISATION
    assert defines["Application"] == main.APP_NAME
    code = "\n".join(iss_sections()["Code"])
    assert "usPostUninstall" in code and "UninstallSilent()" in code
    # No is the default answer, and nothing is deleted outside the Yes branch.
    assert "MB_YESNO or MB_DEFBUTTON2) = IDYES then" in code
    yes_branch = code.split("= IDYES then", 1)[1]
    for call in ("DelTree(", "RegDeleteKeyIncludingSubkeys("):
        assert call not in code.split("= IDYES then", 1)[0]
        assert call in yes_branch
    # The game's own folder, and the one versions before used (kept while it cannot be
    # moved: gin_desktop/app/data_folder.py).
    assert "'{userappdata}\\{#Application}'" in code
    assert "'{userappdata}\\{#Organisation}\\{#Application}'" in code
    assert "DelTree(UserDataDir()" in yes_branch and "DelTree(OldUserDataDir()" in yes_branch
    assert "'Software\\{#Organisation}\\{#Application}'" in code
    # Nothing in [Files] or [Icons] installs into the data folder, or the uninstaller
    # would remove it.
    for section in ("Files", "Icons", "InstallDelete"):
        assert "userappdata" not in "\n".join(iss_sections()[section])


def test_an_upgrade_replaces_the_bundle_folder_and_keeps_the_data() -> None:
    (entry,) = iss_entries("InstallDelete")
    assert entry == {"Type": "filesandordirs", "Name": "{app}\\_internal"}
    # PyInstaller 6 puts everything beside the .exe into _internal (the spec keeps that).
    assert "contents_directory" not in SPEC.read_text()


def test_the_files_the_iss_names_exist_or_are_built_first(tmp_path: Path) -> None:
    setup = iss_setup()
    icon = from_repo(setup["SetupIconFile"])
    assert icon == REPO / "build" / "icons" / "gin-desktop.ico"
    bundle = [from_repo(entry["Source"]) for entry in iss_entries("Files")]
    assert bundle == [REPO / "dist" / "gin-desktop" / "*"]
    assert from_repo(setup["OutputDir"]) == REPO / "dist"
    # build-bundle.sh renders the icons before it runs PyInstaller with the spec.
    steps = (PACKAGING / "build-bundle.sh").read_text()
    assert steps.index("packaging/render_icons.py build/icons") < steps.index("-m PyInstaller")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, str(PACKAGING / "render_icons.py"), str(tmp_path)],
                   env=env, check=True, capture_output=True, timeout=120)
    ico = (tmp_path / icon.name).read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") >= 5
    assert (tmp_path / "gin-desktop.icns").read_bytes()[:4] == b"icns"
    # The spec names the program gin-desktop(.exe) in dist/gin-desktop, as [Icons] expect.
    assert re.findall(r'name="([^"]+)"', SPEC.read_text()) == ["gin-desktop", "gin-desktop"]
    for entry in iss_entries("Icons"):
        assert entry["Filename"] == "{app}\\gin-desktop.exe"
        assert entry["IconFilename"] == "{app}\\gin-desktop.exe"
    names = [entry["Name"] for entry in iss_entries("Icons")]
    assert names == ["{group}\\Gin Desktop", "{autodesktop}\\Gin Desktop"]
    (desktop,) = iss_entries("Tasks")
    assert desktop["Name"] == "desktopicon" and desktop["Flags"] == "unchecked"


# ------------------------------------------------------------------ PyInstaller spec


def test_the_exe_names_itself_gin_desktop_with_the_pyproject_version() -> None:
    """Without a version resource Task Manager and "Open with" call it gin-desktop.exe."""
    numbers, strings = app_info.windows_version()
    assert ".".join(map(str, numbers)) == f"{app_info.version()}.0"
    assert strings["FileDescription"] == strings["ProductName"] == "Gin Desktop"
    assert strings["FileVersion"] == strings["ProductVersion"] == app_info.version()
    assert strings["OriginalFilename"] == "gin-desktop.exe"
    assert ast.unparse(keyword(spec_call("EXE"), "version")) == "version_resource"
    assert "app_info.windows_version(ROOT)" in SPEC.read_text()


def test_a_windows_version_has_at_most_four_numbers(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nversion = "1.2.3.4.5"\n')
    with pytest.raises(ValueError, match="1 to 4 numbers"):
        app_info.windows_version(tmp_path)


def spec_call(name: str) -> ast.Call:
    tree = ast.parse(SPEC.read_text())
    calls = [node for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == name]
    assert len(calls) == 1, name
    return calls[0]


def keyword(call: ast.Call, name: str) -> ast.expr:
    (value,) = [k.value for k in call.keywords if k.arg == name]
    return value


def test_the_spec_bundles_the_whole_assets_folder() -> None:
    datas = keyword(spec_call("Analysis"), "datas")
    assert ast.unparse(datas) == "[(str(ASSETS), 'assets')]"
    assert 'ASSETS = ROOT / "assets"' in SPEC.read_text()


@pytest.mark.parametrize("code", app_info.languages())
def test_the_assets_hold_each_languages_catalog_rules_and_help(code: str) -> None:
    assets = REPO / "assets"
    if code != "en":
        assert (assets / "translations" / f"gin_desktop_{code}.qm").is_file()
    assert (assets / "rules" / f"rules.{code}.md").is_file()
    assert (assets / "help" / f"fairness.{code}.md").is_file()


def test_the_assets_hold_the_card_art_and_the_icon() -> None:
    assets = REPO / "assets"
    assert (assets / "icons" / "gin-desktop.svg").is_file()
    for deck in ("standard", "four-colour", "large-index"):
        assert len(list((assets / "cards" / deck).glob("*.svg"))) >= 52, deck
    assert list((assets / "cards" / "backs").glob("*.svg"))


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        # Windows: PySide6's folder has no Qt/ level.
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/plugins/platforms/qdirect2d.dll", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/plugins/imageformats/qsvg.dll", True),
        ("PySide6/plugins/imageformats/qjpeg.dll", False),
        ("PySide6/plugins/iconengines/qsvgicon.dll", True),
        ("PySide6/plugins/tls/qschannelbackend.dll", False),
        ("PySide6/Qt6Core.dll", True),
        ("PySide6/Qt6Svg.dll", True),
        ("PySide6/Qt6Network.dll", False),
        ("PySide6/Qt6Quick.dll", False),
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/translations/qtbase_cs.qm", True),
        ("PySide6/translations/qtbase_pt_BR.qm", True),
        ("PySide6/translations/qtbase_de.qm", False),
        ("PySide6/translations/qtdeclarative_es.qm", False),
        # macOS: Qt comes as frameworks.
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.dylib", True),
        ("PySide6/Qt/plugins/imageformats/libqwebp.dylib", False),
        ("PySide6/Qt/plugins/permissions/libqdarwinlocationpermission.dylib", False),
        ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", True),
        ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", True),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
        ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", False),
        ("PySide6/Qt/translations/qtbase_es.qm", True),
    ],
)
def test_the_windows_and_macos_bundles_keep_what_the_game_loads(dest: str, kept: bool) -> None:
    entries = [(dest, dest, "DATA" if dest.endswith(".qm") else "BINARY")]
    languages = set(app_info.languages()) - {"en"}
    left, _dropped = bundle_filter.trim(entries, languages)
    assert (left == entries) is kept


def test_qt_ships_its_own_catalog_for_each_game_language() -> None:
    """Qt's buttons (Cancel, Yes) speak the game's language only if qtbase_<code> exists."""
    from PySide6.QtCore import QLibraryInfo

    qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    names = [path.name for path in qt.glob("qtbase_*.qm")]
    for code in app_info.languages()[1:]:
        kept = [name for name in names if bundle_filter.keep_qt_translation(name, {code})]
        assert kept, f"no qtbase catalog of {code} would be bundled"


# ------------------------------------------------------------------ macOS


def test_the_info_plist_has_what_a_mac_needs() -> None:
    plist = app_info.info_plist()
    assert plist["CFBundleIdentifier"] == DESKTOP_FILE.stem == app_info.APP_ID
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == app_info.version()
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Gin Desktop"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleLocalizations"] == ["en", "cs", "es", "pt"]
    # PySide6 6.10/6.11's Qt runs on macOS 13 and later; 6.12 (not allowed by pyproject)
    # would need 14.4.
    assert plist["LSMinimumSystemVersion"] == "13.0"
    requirement = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert "PySide6-Essentials>=6.8,<6.12" in requirement["dependencies"]
    pinned = (PACKAGING / "bundle-requirements.txt").read_text()
    assert re.search(r"^PySide6-Essentials==6\.1[01]\.\d+$", pinned, flags=re.MULTILINE)
    done = subprocess.run([sys.executable, str(PACKAGING / "app_info.py"), "info-plist"],
                          capture_output=True, check=True)
    assert plistlib.loads(done.stdout) == plist


def test_the_spec_gives_the_app_bundle_that_info_plist_and_its_icon() -> None:
    bundle = spec_call("BUNDLE")
    assert ast.unparse(keyword(bundle, "info_plist")) == "plist"
    assert ast.unparse(keyword(bundle, "icon")) == "icon"
    assert "plist = app_info.info_plist(ROOT)" in SPEC.read_text()
    assert '"gin-desktop.ico" if WINDOWS else "gin-desktop.icns"' in SPEC.read_text()


def test_build_dmg_is_valid_bash_and_stops_off_a_mac() -> None:
    subprocess.run(["bash", "-n", str(BUILD_DMG)], check=True)
    done = subprocess.run(["bash", str(BUILD_DMG)], capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr.strip() == "build-dmg: runs on macOS only"


def test_build_dmg_tests_from_root_then_signs_and_links_applications() -> None:
    script = BUILD_DMG.read_text()
    self_test = script.index('(cd / && QT_QPA_PLATFORM=offscreen "$root/$app/Contents/MacOS/')
    sign = script.index("codesign --force --deep --sign -")
    verify = script.index("codesign --verify --deep --strict")
    assert self_test < sign < verify < script.index("ditto ") < script.index("hdiutil create")
    assert 'ln -s /Applications "$stage/Applications"' in script


def plist_check() -> str:
    """The Info.plist check that build-dmg.sh runs with Python (its here-document)."""
    match = re.search(r"<<'EOF'\n(.*?)\nEOF\n", BUILD_DMG.read_text(), flags=re.DOTALL)
    assert match
    return match.group(1)


def built_plist() -> dict[str, object]:
    """The Info.plist PyInstaller's BUNDLE writes: its own keys, then the spec's."""
    return {"CFBundleExecutable": "gin-desktop", "CFBundleIconFile": "gin-desktop.icns",
            "CFBundleInfoDictionaryVersion": "6.0", "CFBundlePackageType": "APPL",
            **app_info.info_plist()}


@pytest.mark.parametrize("drop", [None, "LSMinimumSystemVersion", "CFBundleLocalizations",
                                  "CFBundleIconFile"])
def test_build_dmgs_plist_check_refuses_a_missing_key(tmp_path: Path, drop: str | None) -> None:
    actual = built_plist()
    if drop:
        del actual[drop]
    (tmp_path / "Info.plist").write_bytes(plistlib.dumps(actual))
    (tmp_path / "expected.plist").write_bytes(plistlib.dumps(app_info.info_plist()))
    done = subprocess.run([sys.executable, "-", str(tmp_path / "Info.plist"),
                           str(tmp_path / "expected.plist")],
                          input=plist_check(), capture_output=True, text=True)
    assert (done.returncode == 0) is (drop is None), done.stderr


# ------------------------------------------------------------------ started from elsewhere


def test_the_game_finds_its_files_when_started_from_another_folder(tmp_path: Path) -> None:
    """Finder starts an app in /, a Windows shortcut wherever it says: the game must find
    its assets from its own location, never from the working directory."""
    probe = (
        "from gin_desktop.resources import assets_dir\n"
        "from gin_desktop.app import i18n\n"
        "print(assets_dir())\n"
        "print(' '.join(i18n.available_languages()))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    for folder in (tmp_path, Path("/")):
        done = subprocess.run([sys.executable, "-c", probe], cwd=folder, env=env,
                              capture_output=True, text=True, check=True)
        found, spoken = done.stdout.splitlines()
        assert Path(found) == REPO / "assets"
        assert spoken.split() == ["en", "es", "cs", "pt"]


# ------------------------------------------------------------------ documentation


def test_the_readme_says_where_each_system_keeps_the_players_data() -> None:
    from gin_desktop.app import main

    readme = (PACKAGING / "README.md").read_text()
    folder = f"{main.ORGANISATION}\\{main.APP_NAME}"
    # The data one level deep (gin_desktop/app/data_folder.py), the settings as Qt nests them.
    assert f"%APPDATA%\\{main.APP_NAME}`" in readme
    assert f"HKEY_CURRENT_USER\\Software\\{folder}" in readme
    assert f"~/Library/Application Support/{main.APP_NAME}`" in readme
    assert f"~/.local/share/{main.APP_NAME}`" in readme
    assert f"~/.config/{main.ORGANISATION}/{main.APP_NAME}.conf" in readme
    for step in ("Open Anyway", "Control-click", "iscc /DAppVersion=", "make dmg"):
        assert step in readme


def test_the_readme_names_every_file_of_the_packaging_folder() -> None:
    """packaging/README.md is where a packager looks a file up: each one is named there
    (by its path under packaging/, or its name where the line it is on gives the folder)."""
    readme = (PACKAGING / "README.md").read_text()
    named = set(re.findall(r"`([^`\s]+)`", readme))
    patterns = tuple(n.rstrip("*") for n in named if n.endswith("*"))

    def is_named(path: Path) -> bool:
        where = path.relative_to(PACKAGING).as_posix()
        return (where in named or path.name in named or where.startswith(patterns)
                # the .deb's line names its Debian files by their plain names
                or (path.parent.name == "linux" and path.name in readme))

    unnamed = [path.relative_to(PACKAGING).as_posix() for path in sorted(PACKAGING.rglob("*"))
               if path.is_file() and path.name != "README.md"
               and "__pycache__" not in path.parts and not is_named(path)]
    assert not unnamed, f"not in packaging/README.md: {unnamed}"
