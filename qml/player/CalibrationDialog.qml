import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// True scale for miniatures on a TV laid flat: the screen draws a line of a known number of
// pixels, the GM measures it with a ruler, and PlayerScreens works out the pixels per
// millimetre. Meant to be opened inside the player window, so the line is drawn on the screen
// being calibrated; it needs nothing from the GM's window.
Dialog {
    id: dialog

    required property PlayerScreens screens
    required property string screenName

    // Logical pixels, the unit the views draw in and PlayerScreens.pixelsPerSquare returns.
    readonly property int linePixels: 400
    readonly property real millimetresPerInch: 25.4
    readonly property real measuredMillimetres: toMillimetres(lengthField.text, lengthUnit.currentIndex)
    readonly property real squareMillimetres: toMillimetres(squareField.text, squareUnit.currentIndex)
    readonly property bool valid: measuredMillimetres > 0 && squareMillimetres > 0
    readonly property bool calibrated: screens.calibratedScreens.indexOf(screenName) >= 0
    readonly property var pixelsPerSquare: screens.pixelsPerSquareByScreen[screenName]

    // The units of both ComboBoxes, in this order.
    readonly property int millimetresIndex: 0
    readonly property int inchesIndex: 1

    function toMillimetres(text, unitIndex) {
        let value = NaN
        try {
            value = Number.fromLocaleString(Qt.locale(), text)
        } catch (error) {
            return NaN
        }
        return unitIndex === inchesIndex ? value * millimetresPerInch : value
    }
    // At most one decimal, none when it is whole: "25.4", "96", "96.1".
    function formatNumber(value) {
        const rounded = Math.round(Number(value) * 10) / 10
        return rounded.toLocaleString(Qt.locale(), "f", rounded % 1 === 0 ? 0 : 1)
    }

    objectName: "calibrationDialog"
    title: qsTr("True Scale")
    modal: true
    anchors.centerIn: parent

    // A whole number of inches is shown in inches (one inch, the usual base), anything else in mm.
    onAboutToShow: {
        lengthField.text = ""
        const inches = screens.squareMillimetres / millimetresPerInch
        const wholeInches = Math.abs(inches - Math.round(inches)) < 1e-6
        squareUnit.currentIndex = wholeInches ? inchesIndex : millimetresIndex
        squareField.text = formatNumber(wholeInches ? Math.round(inches) : screens.squareMillimetres)
    }
    onOpened: lengthField.forceActiveFocus()
    onAccepted: {
        screens.calibrate(screenName, linePixels, measuredMillimetres)
        screens.squareMillimetres = squareMillimetres
    }

    footer: DialogButtonBox {
        Button {
            objectName: "calibrationOk"
            text: qsTr("OK")
            enabled: dialog.valid
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "calibrationCancel"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    ColumnLayout {
        spacing: 10

        Label {
            text: qsTr("Hold a ruler to the line and type its length.")
            font.pixelSize: Theme.px(16)
        }
        Label {
            text: qsTr("Measure from the outer edge of one end mark to the outer edge of the other.")
            color: Theme.mutedText
        }

        // Exactly linePixels wide from the outer edge of one end tick to the other's.
        Item {
            objectName: "calibrationLine"
            width: dialog.linePixels
            height: 36
            Layout.preferredWidth: dialog.linePixels
            Layout.minimumWidth: dialog.linePixels
            Layout.maximumWidth: dialog.linePixels
            Layout.preferredHeight: height
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 8
            Layout.bottomMargin: 8

            Rectangle {
                y: (parent.height - height) / 2
                width: parent.width
                height: 2
                color: Theme.text
            }
            Rectangle {
                width: 2
                height: parent.height
                color: Theme.text
            }
            Rectangle {
                x: parent.width - width
                width: 2
                height: parent.height
                color: Theme.text
            }
        }

        GridLayout {
            columns: 3
            columnSpacing: 8
            rowSpacing: 8

            Label { text: qsTr("Length of the line") }
            TextField {
                id: lengthField
                objectName: "calibrationLength"
                Accessible.name: qsTr("Length of the line")
                placeholderText: qsTr("e.g. 105")
                validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation }
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: 110
                Keys.onReturnPressed: if (dialog.valid) dialog.accept()
                Keys.onEnterPressed: if (dialog.valid) dialog.accept()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The length your ruler shows, as precisely as you can read it")
            }
            ComboBox {
                id: lengthUnit
                objectName: "calibrationLengthUnit"
                Accessible.name: qsTr("Unit of the length")
                model: [qsTr("mm"), qsTr("inches")]
                Layout.preferredWidth: 110
            }

            Label { text: qsTr("One square") }
            TextField {
                id: squareField
                objectName: "calibrationSquare"
                Accessible.name: qsTr("One square")
                text: "1"
                validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation }
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: 110
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The size of a square on the table: usually 1 inch, the base of a miniature, or 25 mm")
            }
            ComboBox {
                id: squareUnit
                objectName: "calibrationSquareUnit"
                Accessible.name: qsTr("Unit of the square")
                model: [qsTr("mm"), qsTr("inches")]
                currentIndex: dialog.inchesIndex
                Layout.preferredWidth: 110
            }
        }

        RowLayout {
            spacing: 8
            Label {
                objectName: "calibrationStatus"
                Layout.fillWidth: true
                color: Theme.mutedText
                wrapMode: Text.Wrap
                text: dialog.pixelsPerSquare === undefined
                      ? qsTr("%1 is not connected.").arg(dialog.screenName)
                      : dialog.calibrated
                        ? qsTr("Calibrated: a square is %1 pixels.").arg(dialog.formatNumber(dialog.pixelsPerSquare))
                        : qsTr("Not calibrated yet: by the size the screen reports, a square is %1 pixels.")
                              .arg(dialog.formatNumber(dialog.pixelsPerSquare))
            }
            Button {
                objectName: "calibrationForget"
                text: qsTr("Forget")
                enabled: dialog.calibrated
                onClicked: dialog.screens.forgetCalibration(dialog.screenName)
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Go back to the size the screen reports")
            }
        }
    }
}
