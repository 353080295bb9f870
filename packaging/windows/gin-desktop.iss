; Inno Setup script for the Windows installer of Gin Desktop.
;
; Built on Windows by .github/workflows/installers.yml, after `bash packaging/build-bundle.sh`
; has made dist\gin-desktop (the PyInstaller one-folder bundle) and build\icons:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\gin-desktop.iss
;
; Output: dist\gin-desktop-<version>-windows-x64-setup.exe. It installs per user by default
; (no administrator needed; the installer offers all users too), adds a Start menu entry and
; optionally a desktop icon, and registers an uninstaller.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z gin-desktop.iss
#endif
#define Root "..\.."

[Setup]
AppId={{6F1C2B4E-3A5D-4E8B-9C7A-1D2E3F4A5B6C}
AppName=Gin Desktop
AppVersion={#AppVersion}
AppVerName=Gin Desktop {#AppVersion}
AppPublisher=Gin Desktop contributors
DefaultDirName={autopf}\Gin Desktop
DefaultGroupName=Gin Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=gin-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\build\icons\gin-desktop.ico
UninstallDisplayIcon={app}\gin-desktop.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\gin-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Gin Desktop"; Filename: "{app}\gin-desktop.exe"
Name: "{autodesktop}\Gin Desktop"; Filename: "{app}\gin-desktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\gin-desktop.exe"; Description: "{cm:LaunchProgram,Gin Desktop}"; Flags: nowait postinstall skipifsilent
