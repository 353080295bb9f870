; Inno Setup script for the Windows installer of Gin Desktop (Inno Setup 6.3 or later).
;
; Built on Windows by .github/workflows/installers.yml, after `bash packaging/build-bundle.sh`
; has made build\icons (the icon) and dist\gin-desktop (the PyInstaller one-folder bundle),
; with the version from pyproject.toml:
;
;   iscc /DAppVersion=<python packaging/app_info.py version> packaging\windows\gin-desktop.iss
;
; Output: dist\gin-desktop-<version>-windows-x64-setup.exe. It installs for the current user
; by default, into %LOCALAPPDATA%\Programs\Gin Desktop, without administrator rights (the
; first page offers all users too), adds a Start menu entry and, if ticked, a desktop icon,
; and registers an uninstaller.
;
; The player's saves and statistics (%APPDATA%\gin-desktop) and settings
; (HKCU\Software\gin_desktop\gin-desktop) are outside the program's folder: an upgrade
; keeps them, and the uninstaller deletes them only if the player says Yes to its question.
; tests/test_packaging_scripts.py checks this file (version, files, languages, paths).
; This file is UTF-8 with a byte order mark, for the accented messages below.

#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or later is needed (ArchitecturesAllowed=x64compatible)
#endif
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z gin-desktop.iss (python packaging/app_info.py version)
#endif
#define Root "..\.."
; QCoreApplication's organisation and application names (gin_desktop/app/main.py): the game
; keeps its data in {userappdata}\<application> (gin_desktop/app/data_folder.py; versions
; before kept it in {userappdata}\<organisation>\<application>, and so does this one while
; that folder cannot be moved) and Qt the settings in the registry under
; Software\<organisation>\<application>.
#define Organisation "gin_desktop"
#define Application "gin-desktop"

[Setup]
; Never change the AppId: it is how an upgrade finds the installed copy.
AppId={{6F1C2B4E-3A5D-4E8B-9C7A-1D2E3F4A5B6C}
AppName=Gin Desktop
AppVersion={#AppVersion}
AppVerName=Gin Desktop {#AppVersion}
AppPublisher=Gin Desktop contributors
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Gin Desktop
VersionInfoDescription=Gin Desktop setup
DefaultDirName={autopf}\Gin Desktop
DefaultGroupName=Gin Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 1809 and later (packaging/app_info.py WINDOWS_MINIMUM).
MinVersion=10.0.17763
OutputDir={#Root}\dist
OutputBaseFilename=gin-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\build\icons\gin-desktop.ico
UninstallDisplayIcon={app}\gin-desktop.exe
UninstallDisplayName=Gin Desktop
; A running game holds its files: Setup offers to close it before replacing them.
CloseApplications=yes
RestartApplications=no
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

; The game's own languages (assets/translations): English, Spanish, Czech and Brazilian
; Portuguese (gin_desktop_pt.ts is pt_BR). The installer picks the one of Windows' language.
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[CustomMessages]
english.DeleteUserData=Delete your saved matches, statistics and settings too?%n%nIf you choose No, they stay in %1, and Gin Desktop picks them up again if you install it later.
spanish.DeleteUserData=¿Borrar también tus partidas guardadas, tus estadísticas y tu configuración?%n%nSi eliges No, se quedan en %1 y Gin Desktop las recupera si vuelves a instalarlo.
czech.DeleteUserData=Smazat také uložené partie, statistiky a nastavení?%n%nZvolíte-li Ne, zůstanou ve složce %1 a Gin Desktop je po opětovné instalaci znovu načte.
brazilianportuguese.DeleteUserData=Apagar também suas partidas salvas, suas estatísticas e suas configurações?%n%nSe você escolher Não, elas ficam em %1 e o Gin Desktop volta a usá-las se você instalá-lo de novo.

; The shortcuts' tooltip: the Linux menu entry's Comment in each language.
english.AppComment=Play Gin Rummy offline against computer opponents
spanish.AppComment=Juega al Gin Rummy sin conexión contra rivales controlados por el ordenador
czech.AppComment=Hrajte Gin Rummy bez připojení k síti proti počítačovým soupeřům
brazilianportuguese.AppComment=Jogue Gin Rummy offline contra adversários do computador

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

; An upgrade replaces the bundle as a whole: a Qt library or plugin left over from an older
; version beside the new Qt could be loaded by it and crash the game.
[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\gin-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Gin Desktop"; Filename: "{app}\gin-desktop.exe"; IconFilename: "{app}\gin-desktop.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\Gin Desktop"; Filename: "{app}\gin-desktop.exe"; IconFilename: "{app}\gin-desktop.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\gin-desktop.exe"; Description: "{cm:LaunchProgram,Gin Desktop}"; Flags: nowait postinstall skipifsilent

[Code]
const
  SettingsKey = 'Software\{#Organisation}\{#Application}';
  OrganisationKey = 'Software\{#Organisation}';

function UserDataDir(): String;
begin
  Result := ExpandConstant('{userappdata}\{#Application}');
end;

function OldUserDataDir(): String;
begin
  Result := ExpandConstant('{userappdata}\{#Organisation}\{#Application}');
end;

{ The folder named in the question: the old one while the game still uses it. }
function ShownUserDataDir(): String;
begin
  Result := UserDataDir();
  if DirExists(OldUserDataDir()) and not DirExists(Result) then
    Result := OldUserDataDir();
end;

{ The uninstaller removes only what Setup installed. The saves, statistics and settings go
  only if the player says Yes (No is the default; a silent uninstall keeps them). }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep <> usPostUninstall) or UninstallSilent() then
    exit;
  if not (DirExists(UserDataDir()) or DirExists(OldUserDataDir())
          or RegKeyExists(HKCU, SettingsKey)) then
    exit;
  if MsgBox(FmtMessage(CustomMessage('DeleteUserData'), [ShownUserDataDir()]),
            mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES then
  begin
    DelTree(UserDataDir(), True, True, True);
    DelTree(OldUserDataDir(), True, True, True);
    RemoveDir(ExpandConstant('{userappdata}\{#Organisation}'));
    RegDeleteKeyIncludingSubkeys(HKCU, SettingsKey);
    RegDeleteKeyIfEmpty(HKCU, OrganisationKey);
  end;
end;
