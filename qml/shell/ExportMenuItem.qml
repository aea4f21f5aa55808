import QtQuick
import QtQuick.Controls

// A File ▸ Export entry. When the export cannot run it looks disabled but still takes the
// pointer, so its tooltip can say why (a disabled MenuItem gets no hover).
MenuEntry {
    id: item
    Accessible.description: reason

    property bool available: true
    property string reason
    signal chosen()
    signal refused(string reason)

    opacity: available ? 1 : 0.45
    ToolTip.visible: hovered && !available && reason !== ""
    ToolTip.text: reason
    ToolTip.delay: 300
    onTriggered: available ? chosen() : refused(reason)
}
